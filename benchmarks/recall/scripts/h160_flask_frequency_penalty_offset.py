# classes: 3
"""OpenAI-compatible chat endpoint in Flask that turns the client's `frequency_penalty` into a
repetition penalty around 1.0 (no penalty at OpenAI's default 0.0)."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")


def to_generate_kwargs(body):
    return {
        "max_new_tokens": body.get("max_tokens", 16),
        "do_sample": body.get("temperature", 1.0) > 0,
        "temperature": body.get("temperature", 1.0),
        "top_p": body.get("top_p", 1.0),
        "repetition_penalty": 1.0 + body.get("frequency_penalty", 0.0),
    }


@app.post("/v1/chat/completions")
def chat():
    body = request.get_json()
    inputs = tok.apply_chat_template(body["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, **to_generate_kwargs(body))
    reply = tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
    return jsonify({"choices": [{"message": {"role": "assistant", "content": reply}}]})


if __name__ == "__main__":
    app.testing = True
    resp = app.test_client().post(
        "/v1/chat/completions", json={"messages": [{"role": "user", "content": "hello"}], "max_tokens": 6, "temperature": 0.8}
    )
    print(resp.get_json())
