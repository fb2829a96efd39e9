"""Every test sees an empty Hugging Face cache unless it builds one: results never depend on the machine."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_hf_cache(tmp_path_factory, monkeypatch):
    empty = tmp_path_factory.mktemp("hf-cache")
    monkeypatch.setenv("HF_HUB_CACHE", str(empty))
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)
