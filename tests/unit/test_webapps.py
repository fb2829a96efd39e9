"""Settings and models kept on a web app (core/webapps.py): Flask's `app.config`, FastAPI's
`app.state`; and dict-like objects whose own loaders may change any key."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Severity

HEAD = textwrap.dedent("""\
    from fastapi import FastAPI
    from flask import Flask
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")


def codes(body: str) -> list[tuple[str, Severity, int]]:
    result = analyze(HEAD + textwrap.dedent(body), "service.py", Settings(transformers_version="5.23.0"))
    assert result.internal_errors == []
    return [(f.code, f.severity, f.span.line) for f in result.findings]


@pytest.mark.parametrize(
    "setup",
    [
        "app.config.update(USE_CACHE=False)",
        'app.config["USE_CACHE"] = False',
        "app.config.from_mapping(USE_CACHE=False)",
        'app.config.update({"USE_CACHE": False, "DEBUG": True})',
    ],
)
def test_a_flask_config_written_then_read_in_a_view(setup):
    got = codes(f"""
        app = Flask(__name__)
        {setup}

        @app.post("/generate")
        def view():
            return model.generate(**inputs, assistant_model=draft, use_cache=app.config["USE_CACHE"])
    """)
    assert got == [("HF101", Severity.ERROR, 15)]


@pytest.mark.parametrize(
    "after",
    [
        'app.config.from_object("settings")',
        'app.config.from_envvar("SERVICE_SETTINGS")',
        "app.config.from_prefixed_env()",
        'app.config.from_pyfile("local.cfg")',
    ],
)
def test_a_config_loader_may_replace_any_key(after):
    assert (
        codes(f"""
        app = Flask(__name__)
        app.config["USE_CACHE"] = False
        {after}
        model.generate(**inputs, assistant_model=draft, use_cache=app.config["USE_CACHE"])
    """)
        == []
    )


def test_keys_the_script_did_not_write_stay_unknown():
    assert (
        codes("""
        app = Flask(__name__)
        model.generate(**inputs, assistant_model=draft, use_cache=app.config.get("USE_CACHE", False))
        model.generate(**inputs, assistant_model=draft, cache_implementation=app.config["CACHE"])
    """)
        == []
    )


def test_fastapi_state_holds_models_and_settings():
    got = codes("""
        app = FastAPI()
        app.state.model = model
        app.state.draft = draft
        app.state.gen = {"cache_implementation": "static"}

        @app.get("/complete")
        def complete():
            return app.state.model.generate(**inputs, assistant_model=app.state.draft, **app.state.gen)
    """)
    assert got == [("HF102", Severity.ERROR, 17)]


def test_two_apps_keep_their_own_state():
    got = codes("""
        public = FastAPI()
        internal = FastAPI()
        public.state.gen = {"use_cache": True}
        internal.state.gen = {"use_cache": False}
        model.generate(**inputs, assistant_model=draft, **public.state.gen)
        model.generate(**inputs, assistant_model=draft, **internal.state.gen)
    """)
    assert got == [("HF101", Severity.ERROR, 15)]
