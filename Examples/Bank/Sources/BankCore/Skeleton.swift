// Skeleton: replaced by the demo work (issue 6) before it lands.
