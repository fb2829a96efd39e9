# classes: 8
"""Candidate generation for a code reranker: the GenerationConfig asks for four candidates
and scores; the reranker keeps the most probable."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Salesforce/codegen-350M-mono")
model = AutoModelForCausalLM.from_pretrained("Salesforce/codegen-350M-mono")

gc = GenerationConfig.from_model_config(model.config)
gc.max_new_tokens = 6
gc.num_return_sequences = 4
gc.return_dict_in_generate = True
gc.output_scores = True
gc.pad_token_id = tok.eos_token_id

enc = tok("def add(a, b):", return_tensors="pt")
out = model.generate(**enc, generation_config=gc)
lp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).sum(-1)
print(tok.decode(out.sequences[int(lp.argmax())]))
