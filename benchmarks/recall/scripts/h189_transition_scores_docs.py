# classes: 9
"""Docs snippet for token probabilities (`compute_transition_scores`), as in the docs with
return_dict_in_generate and output_scores."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
tokenizer.pad_token_id = tokenizer.eos_token_id
inputs = tokenizer(["Today is"], return_tensors="pt")

outputs = model.generate(**inputs, max_new_tokens=5, return_dict_in_generate=True, output_scores=True)
transition_scores = model.compute_transition_scores(outputs.sequences, outputs.scores, normalize_logits=True)
input_length = inputs.input_ids.shape[1]
for tok_id, score in zip(outputs.sequences[0, input_length:], transition_scores[0]):
    print(f"| {tok_id:5d} | {tokenizer.decode(tok_id):8s} | {np.exp(score.numpy()):.2%}")
