# classes: 5 8
"""Scoring several answers to one system prompt: the cache returned by the first call is
handed to the next calls to skip the shared prefix."""

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

system = "you are a model that tells a story about a king and a queen who loved the garden"
enc = tok(system, return_tensors="pt")
out = model.generate(**enc, past_key_values=DynamicCache(), max_new_tokens=4, return_dict_in_generate=True, output_scores=True)
cache = out.past_key_values

for q in ["cats?", "dogs?"]:
    q_enc = tok(q, return_tensors="pt")
    res = model.generate(**q_enc, past_key_values=cache, max_new_tokens=4, return_dict_in_generate=True, output_scores=True)
    print(q, model.compute_transition_scores(res.sequences, res.scores, normalize_logits=True).sum().item())
