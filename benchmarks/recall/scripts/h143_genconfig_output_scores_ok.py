# classes: 8
"""A GenerationConfig object carries the output settings; the scoring code reads sequences
and scores off the returned object."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("microsoft/phi-1_5")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5")
gc = GenerationConfig(max_new_tokens=6, do_sample=False, return_dict_in_generate=True, output_scores=True)
gc.pad_token_id = tok.eos_token_id

enc = tok("def add(a, b):", return_tensors="pt")
out = model.generate(**enc, generation_config=gc)
print(model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp().tolist())
