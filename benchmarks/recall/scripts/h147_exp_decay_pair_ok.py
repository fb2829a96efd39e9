# classes: 8
"""exponential_decay_length_penalty with the documented (start_index, decay_factor) tuple and
sampling, from the generation strategies guide."""
from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

set_seed(0)
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("the king and queen", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    max_new_tokens=8,
    exponential_decay_length_penalty=(4, 1.5),
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0]))
