# language: xx-unknown
Feature: Stock
