# classes: 8
"""Tries to get more variety by turning on sampling inside diverse (group) beam search."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
enc = tok("The best way to learn is", return_tensors="pt")
out = model.generate(
    **enc, num_beams=4, num_beam_groups=2, diversity_penalty=0.3, do_sample=True, max_new_tokens=5
)
print(tok.batch_decode(out, skip_special_tokens=True))
