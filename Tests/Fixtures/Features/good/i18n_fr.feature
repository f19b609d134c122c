# language: fr
Fonctionnalité: Réservations

  Contexte:
    Soit une salle de 10 places

  Scénario: une réservation complète
    Quand 10 personnes réservent
    Alors la salle est complète
    Mais la liste d'attente est vide
