# classes: 8 7
"""Constrained classification: the model may only answer one of a few words (prefix_allowed_tokens_fn)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

CHOICES = ["red", "green", "blue"]
choice_ids = [tok(c, add_special_tokens=False).input_ids[0] for c in CHOICES]
enc = tok("the fox is", return_tensors="pt")
prompt_len = enc["input_ids"].shape[1]


def allowed(batch_id, input_ids):
    if input_ids.shape[-1] == prompt_len:
        return choice_ids
    return [tok.eos_token_id]


out = model.generate(**enc, max_new_tokens=3, prefix_allowed_tokens_fn=allowed, do_sample=False)
print(tok.decode(out[0, prompt_len:], skip_special_tokens=True))
