# classes: 3 8
"""Chat server endpoint that supports OpenAI's `stop` list by handing it to generate as
`stop_strings`, so a reply ends at the next user turn."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


@app.post("/chat")
def chat():
    body = request.get_json()
    text = tok.apply_chat_template(body["messages"], tokenize=False, add_generation_prompt=True)
    enc = tok(text, return_tensors="pt")
    out = model.generate(
        **enc, max_new_tokens=body.get("max_tokens", 8), do_sample=False, stop_strings=body.get("stop") or None
    )
    return jsonify(reply=tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))


if __name__ == "__main__":
    app.testing = True
    msgs = [{"role": "user", "content": "tell me a story"}]
    print(app.test_client().post("/chat", json={"messages": msgs, "stop": ["user"]}).get_json())
