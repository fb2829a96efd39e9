# classes: 8
"""Beam search with scores from a 2022 forum answer: return_dict_in_generate and output_scores
both on, then the sequence scores and transition scores printed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
inputs = tok(["the quick brown fox"], return_tensors="pt")
outputs = model.generate(
    **inputs,
    max_new_tokens=5,
    num_beams=3,
    num_return_sequences=2,
    return_dict_in_generate=True,
    output_scores=True,
    pad_token_id=tok.eos_token_id,
)
print(outputs.sequences_scores)
scores = model.compute_transition_scores(outputs.sequences, outputs.scores, outputs.beam_indices, normalize_logits=False)
print(scores.shape)
for seq in outputs.sequences:
    print(tok.decode(seq, skip_special_tokens=True))
