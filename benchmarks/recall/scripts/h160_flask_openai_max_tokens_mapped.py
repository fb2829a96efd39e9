# classes: 3
"""OpenAI-style completion endpoint in Flask that translates the client's field names
(`max_tokens`, `temperature`) into generate's before merging them with the defaults."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

DEFAULTS = {"max_new_tokens": 8, "do_sample": False}
RENAMES = {"max_tokens": "max_new_tokens"}


@app.post("/v1/completions")
def completions():
    body = dict(request.json)
    prompt = body.pop("prompt")
    body.pop("model", None)
    params = dict(DEFAULTS)
    for key, value in body.items():
        params[RENAMES.get(key, key)] = value
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **params)
    text = tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    return jsonify({"choices": [{"text": text}]})


if __name__ == "__main__":
    app.testing = True
    client = app.test_client()
    resp = client.post("/v1/completions", json={"model": "smol", "prompt": "tell me a story", "max_tokens": 6})
    print(resp.get_json())
