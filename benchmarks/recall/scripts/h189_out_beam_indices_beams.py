# classes: 9
"""Notebook cells: transition scores computed for a beam search with its beam indices, then the
same cell re-run with a wider beam."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
inputs = tok("Paris is the capital of", return_tensors="pt")
gc = GenerationConfig(max_new_tokens=4, num_beams=2, return_dict_in_generate=True, output_scores=True)

# cell: beam search
out = model.generate(**inputs, generation_config=gc)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
print(scores.shape)

# cell: same thing, wider beam
gc.num_beams = 3
out = model.generate(**inputs, generation_config=gc)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
print(scores.shape)
