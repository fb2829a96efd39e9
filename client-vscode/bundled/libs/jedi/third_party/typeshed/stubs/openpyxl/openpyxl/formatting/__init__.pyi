from .rule import Rule as Rule
