from ._modified import newer as newer, newer_group as newer_group, newer_pairwise as newer_pairwise
