"""Caches keyed by a parsed module must not keep it alive: the language server parses a new tree
on every edit, and a cache that held each one would grow for as long as the editor is open."""

import ast
import gc
import weakref

from hflint.core import constraints


def test_list_growth_cache_lets_old_trees_go():
    source = "allowed = []\nallowed.append(3)\n"
    answers, left = [], []
    for _ in range(50):
        tree = ast.parse(source)
        answers.append(constraints._grows_lists(tree))
        left.append(weakref.ref(tree))
    del tree
    gc.collect()
    assert answers == [True] * 50
    assert [r for r in left if r() is not None] == []


def test_list_growth_cache_answers_again_for_a_live_tree():
    tree = ast.parse("allowed = []\n")
    assert constraints._grows_lists(tree) is False
    assert constraints._grows_lists(tree) is False
    assert tree in constraints._GROWS
