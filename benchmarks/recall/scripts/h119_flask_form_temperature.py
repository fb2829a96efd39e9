# classes: 3
"""Flask HTML-form handler: the temperature field arrives as the string "0.9" and goes to generate."""
from flask import Flask, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@app.post("/complete")
def complete():
    form = request.form
    enc = tok(form.get("prompt", ""), return_tensors="pt")
    out = model.generate(
        **enc,
        do_sample=form.get("sample") == "on",
        temperature=form.get("temperature", 1.0),
        max_new_tokens=8,
        pad_token_id=tok.eos_token_id,
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    app.testing = True
    client = app.test_client()
    resp = client.post("/complete", data={"prompt": "The sky is", "sample": "on", "temperature": "0.9"})
    print(resp.get_data(as_text=True))
