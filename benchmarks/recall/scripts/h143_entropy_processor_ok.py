# classes: 8 7
"""Entropy monitor: a LogitsProcessor records the entropy of every step's distribution while
sampling, and the sampled tokens' probabilities come from compute_transition_scores."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList


class EntropyRecorder(LogitsProcessor):
    def __init__(self):
        self.entropies = []

    def __call__(self, input_ids, scores):
        p = scores.softmax(-1)
        self.entropies.append(-(p * p.clamp_min(1e-12).log()).sum(-1))
        return scores


tok = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")
model = AutoModelForCausalLM.from_pretrained("allenai/OLMo-1B-hf")
rec = EntropyRecorder()
enc = tok("tell me about the garden", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    top_p=0.9,
    logits_processor=LogitsProcessorList([rec]),
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_scores=True,
)
probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()
print(torch.stack(rec.entropies).squeeze(-1).tolist(), probs.tolist())
