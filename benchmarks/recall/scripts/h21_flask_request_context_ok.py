# classes: 7 3
"""Flask app exercised in a test request context; the cache switch is only honoured without a draft."""
import os

from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
app.config.update(
    MODEL_NAME=os.environ.get("MODEL_NAME", "facebook/opt-350m"),
    DRAFT_NAME=os.environ.get("DRAFT_NAME", "facebook/opt-125m"),
    GEN_USE_CACHE=os.environ.get("GEN_USE_CACHE", "false") == "true",
)

tokenizer = AutoTokenizer.from_pretrained(app.config["MODEL_NAME"])
model = AutoModelForCausalLM.from_pretrained(app.config["MODEL_NAME"])
draft = AutoModelForCausalLM.from_pretrained(app.config["DRAFT_NAME"])


@app.post("/generate")
def generate_view():
    body = request.get_json(force=True)
    enc = tokenizer(body["prompt"], return_tensors="pt")
    gen = {"max_new_tokens": int(body.get("max_new_tokens", 8))}
    if body.get("speculative", True):
        gen["assistant_model"] = draft
    else:
        gen["use_cache"] = app.config["GEN_USE_CACHE"]
    out = model.generate(**enc, **gen)
    return jsonify(text=tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    with app.test_request_context("/generate", method="POST", json={"prompt": "Hello, my name is", "max_new_tokens": 6}):
        print(generate_view().get_json())
