# classes: 6
"""Deterministic eval run over a small QA set: temperature 0 for reproducible answers."""
import json
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "meta-llama/Llama-3.2-1B-Instruct"
GEN_KWARGS = {"max_new_tokens": 5, "temperature": 0.0}

QA = [
    {"question": "what is the red fox", "answer": "a dog"},
    {"question": "who loved the garden", "answer": "the queen"},
    {"question": "tell me one two three", "answer": "four"},
]


def load(checkpoint):
    tok = AutoTokenizer.from_pretrained(checkpoint)
    tok.padding_side = "left"
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok, AutoModelForCausalLM.from_pretrained(checkpoint)


def evaluate(tok, model, items, batch_size=2):
    preds = []
    for i in range(0, len(items), batch_size):
        chunk = items[i : i + batch_size]
        enc = tok([x["question"] for x in chunk], return_tensors="pt", padding=True)
        out = model.generate(**enc, **GEN_KWARGS)
        preds += tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
    return preds


if __name__ == "__main__":
    tok, model = load(CHECKPOINT)
    preds = evaluate(tok, model, QA)
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for item, pred in zip(QA, preds):
            f.write(json.dumps({**item, "pred": pred}) + "\n")
        print("wrote", f.name)
