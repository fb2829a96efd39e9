# classes: 3
"""Health-check style request to a completion endpoint: the probe sends `max_tokens: 1`, the
smallest generation, to check the model loads and answers."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


@app.post("/v1/completions")
def completions():
    body = request.get_json()
    enc = tok(body["prompt"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=int(body.get("max_tokens", 16)), do_sample=False)
    new = out[0, enc["input_ids"].shape[1] :]
    return jsonify(text=tok.decode(new, skip_special_tokens=True), tokens=int(new.numel()))


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().post("/v1/completions", json={"prompt": "hello", "max_tokens": 1}).get_json())
