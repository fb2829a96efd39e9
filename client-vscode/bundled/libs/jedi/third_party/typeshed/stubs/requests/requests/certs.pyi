# no public data
