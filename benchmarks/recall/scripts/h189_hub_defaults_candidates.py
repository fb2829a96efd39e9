# classes: 6 9
"""Several candidates from a base checkpoint, relying on "the model's generation config decides"
(the base model's config does not sample)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "meta-llama/Llama-3.2-1B"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
enc = tok("Three uses for a brick:", return_tensors="pt")
out = model.generate(**enc, num_return_sequences=2, max_new_tokens=4)
print(tok.batch_decode(out, skip_special_tokens=True))
