"""Flask views run by the app's test client (core/webapps.py), and `**` spreads of a dict with
items written under keys the walk does not know (core/flow.py's `_named_items`)."""

from __future__ import annotations

import analysed

HEAD = """\
from flask import Flask, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
"""

VIEW = """
@app.{route}
def view():
    body = dict(request.get_json())
    enc = tok(body.pop("prompt"), return_tensors="pt")
    out = model.generate(**enc, **{{"max_new_tokens": 4, **body}})
    return tok.decode(out[0])

"""


def _codes(source: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "app.py", "5.23.0")]


def _script(route: str, call: str, testing: str = "app.testing = True\n") -> str:
    return HEAD + VIEW.format(route=route) + testing + call + "\n"


def test_the_json_body_of_a_test_client_request_reaches_the_view() -> None:
    source = _script('post("/gen")', 'app.test_client().post("/gen", json={"prompt": "hi", "max_tokens": 4})')
    found = analysed.findings(source, "app.py", "5.23.0")
    assert [(f.code, f.span.line) for f in found] == [("HF146", 12)]
    assert "['max_tokens']" in found[0].message


def test_a_with_bound_client_and_route_methods_are_followed() -> None:
    call = 'with app.test_client() as client:\n    client.post("/gen", json={"prompt": "hi", "stream": True})'
    assert _codes(_script('route("/gen", methods=["POST"])', call)) == [("HF146", 12)]


def test_testing_mode_set_in_the_config_counts() -> None:
    source = _script(
        'post("/gen")', 'app.test_client().post("/gen", json={"prompt": "hi", "max_tokens": 4})', 'app.config["TESTING"] = True\n'
    )
    assert _codes(source) == [("HF146", 12)]


def test_outside_testing_mode_flask_answers_500_and_nothing_is_predicted() -> None:
    source = _script('post("/gen")', 'app.test_client().post("/gen", json={"prompt": "hi", "max_tokens": 4})', "")
    assert _codes(source) == []


def test_a_view_of_another_method_or_path_does_not_run() -> None:
    body = '{"prompt": "hi", "max_tokens": 4}'
    assert _codes(_script('post("/gen")', f'app.test_client().put("/gen", json={body})')) == []
    assert _codes(_script('route("/gen")', f'app.test_client().post("/gen", json={body})')) == []
    assert _codes(_script('post("/gen")', f'app.test_client().post("/other", json={body})')) == []
    assert _codes(_script('post("/gen")', 'app.test_client().post("/gen", json={"prompt": "hi"})')) == []


def test_the_query_string_gives_strings_and_a_typed_get_is_left_unknown() -> None:
    view = """
@app.get("/complete")
def complete():
    enc = tok("hello", return_tensors="pt")
    n = request.args.get("n"{typed})
    return model.generate(**enc, max_new_tokens=n)

app.testing = True
app.test_client().get("/complete?n=6")
"""
    assert _codes(HEAD + view.format(typed="")) == [("HF185", 12)]
    assert _codes(HEAD + view.format(typed=", type=int")) == []


def test_keys_written_under_a_key_not_known_name_no_keyword_of_a_spread() -> None:
    source = (
        HEAD
        + """
RENAMES = {"max_tokens": "max_new_tokens"}

def handle(body):
    params = {"do_sample": False}
    for key, value in body.items():
        params[RENAMES.get(key, key)] = value
    enc = tok("hello", return_tensors="pt")
    return model.generate(**enc, **params)
"""
    )
    assert _codes(source) == []
