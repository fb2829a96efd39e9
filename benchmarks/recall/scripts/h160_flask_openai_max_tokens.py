# classes: 3 8
"""OpenAI-style completion endpoint in Flask: the request body is merged into the default
generation kwargs, so the client's `max_tokens` reaches generate as it is."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

DEFAULTS = {"max_new_tokens": 8, "do_sample": False}


@app.post("/v1/completions")
def completions():
    body = dict(request.json)
    prompt = body.pop("prompt")
    body.pop("model", None)
    params = {**DEFAULTS, **body}
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **params)
    text = tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
    return jsonify({"choices": [{"text": text}]})


if __name__ == "__main__":
    app.testing = True
    client = app.test_client()
    resp = client.post("/v1/completions", json={"model": "smol", "prompt": "tell me a story", "max_tokens": 6})
    print(resp.get_json())
