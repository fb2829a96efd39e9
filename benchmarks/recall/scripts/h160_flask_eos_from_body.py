# classes: 3 8
"""Flask endpoint letting the client choose the end-of-sequence marker: `eos` from the body
(a token string) is passed to generate as `eos_token_id`."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")


@app.post("/generate")
def generate():
    body = request.get_json()
    enc = tok(body["prompt"], return_tensors="pt")
    out = model.generate(
        **enc, max_new_tokens=6, do_sample=False, eos_token_id=body.get("eos", tok.eos_token_id), pad_token_id=tok.pad_token_id
    )
    return jsonify(text=tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().post("/generate", json={"prompt": "hello world", "eos": "."}).get_json())
