# classes: 8
"""Make the end of sequence less likely: sequence_bias keyed by the eos id."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, sequence_bias={tok.eos_token_id: -5.0})
print(tok.decode(out[0], skip_special_tokens=True))
