# classes: 7
"""JSON-constrained output: prefix_allowed_tokens_fn limits every step to tokens made of JSON
characters; the allowed set is computed once from the vocabulary."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

JSON_CHARS = set('{}[]":,0123456789 abcdefghijklmnopqrstuvwxyz')
ALLOWED = [i for tok_str, i in tok.get_vocab().items() if tok_str and set(tok_str.replace("Ġ", " ")) <= JSON_CHARS]
ALLOWED.append(tok.eos_token_id)


def allowed_tokens(batch_id, input_ids):
    return ALLOWED


enc = tok('Answer in JSON: {"colour": ', return_tensors="pt")
out = model.generate(**enc, prefix_allowed_tokens_fn=allowed_tokens, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0][enc["input_ids"].shape[1]:]))
