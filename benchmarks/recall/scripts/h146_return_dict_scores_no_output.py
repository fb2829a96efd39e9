# classes: 8
"""Token confidence report from a 2022 blog post: generate with return_dict_in_generate, then
compute_transition_scores, but output_scores was dropped when the call was tidied up."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
inputs = tok(["today is"], return_tensors="pt")
outputs = model.generate(**inputs, max_new_tokens=5, return_dict_in_generate=True, pad_token_id=tok.eos_token_id)
transition_scores = model.compute_transition_scores(outputs.sequences, outputs.scores, normalize_logits=True)
gen_tokens = outputs.sequences[:, inputs.input_ids.shape[1]:]
for t, s in zip(gen_tokens[0], transition_scores[0]):
    print(f"| {t:5d} | {tok.decode(t):8s} | {s.numpy():.3f} | {torch.exp(s).item():.2%}")
