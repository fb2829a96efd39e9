# classes: 8
"""PhrasalConstraint example: build a constraint from a tokenized phrase and hand it to
beam search with constraints=."""
from transformers import AutoModelForCausalLM, AutoTokenizer, PhrasalConstraint

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
prompt = tok("the king was", return_tensors="pt")

constraint = PhrasalConstraint(tok("green garden", add_special_tokens=False).input_ids)
out = model.generate(
    **prompt,
    constraints=[constraint],
    num_beams=4,
    max_new_tokens=6,
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0], skip_special_tokens=True))
