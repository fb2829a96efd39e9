# classes: 3 8
"""Completion endpoint that honours OpenAI's `n` (number of choices) by asking generate for
that many return sequences; greedy unless the client sends a temperature."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")


@app.post("/v1/completions")
def completions():
    body = request.json
    temperature = body.get("temperature")
    enc = tok(body["prompt"], return_tensors="pt")
    out = model.generate(
        **enc,
        max_new_tokens=body.get("max_tokens", 8),
        num_return_sequences=body.get("n", 1),
        do_sample=temperature is not None,
        temperature=temperature,
        pad_token_id=tok.eos_token_id,
    )
    start = enc["input_ids"].shape[1]
    return jsonify({"choices": [{"index": i, "text": tok.decode(seq[start:])} for i, seq in enumerate(out)]})


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().post("/v1/completions", json={"prompt": "hello world", "n": 2, "max_tokens": 5}).get_json())
