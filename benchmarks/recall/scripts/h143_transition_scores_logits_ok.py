# classes: 8
"""Same confidence estimate, built from out.logits (output_logits=True) normalised to
log-probabilities by compute_transition_scores."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

msgs = [{"role": "user", "content": "tell me a story about cats"}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
with torch.no_grad():
    out = model.generate(
        **enc,
        max_new_tokens=8,
        do_sample=False,
        return_dict_in_generate=True,
        output_logits=True,
    )
transition = model.compute_transition_scores(out.sequences, out.logits, normalize_logits=True)
confidence = transition.exp().mean().item()
print(f"mean token probability: {confidence:.3f}")
