# classes: 7
"""Restrict the continuation to a closed set of label words with `prefix_allowed_tokens_fn`,
beam searching over the allowed words (zero-shot classification by generation)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

LABELS = ["red", "green", "blue"]
allowed = [tokenizer.convert_tokens_to_ids(w) for w in LABELS] + [tokenizer.eos_token_id]


def restrict(batch_id, input_ids):
    return allowed


enc = tokenizer("the fox is", return_tensors="pt")
out = model.generate(
    **enc,
    prefix_allowed_tokens_fn=restrict,
    num_beams=3,
    num_return_sequences=3,
    max_new_tokens=2,
    pad_token_id=tokenizer.eos_token_id,
)
for seq in tokenizer.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True):
    print(repr(seq))
