# classes: 2 9
"""Compare decoding strategies on one prompt: greedy, beam search, diverse beam search and
sampling, each a dict of generate keyword arguments."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tok("The future of AI is", return_tensors="pt")

STRATEGIES = {
    "greedy": {},
    "beam": {"num_beams": 4, "early_stopping": True},
    "diverse_beam": {"num_beams": 4, "num_beam_groups": 2, "diversity_penalty": 1.0},
    "sampling": {"do_sample": True, "top_k": 50, "top_p": 0.9},
}
for name, kwargs in STRATEGIES.items():
    out = model.generate(**inputs, max_new_tokens=8, pad_token_id=tok.eos_token_id, **kwargs)
    print(name, tok.decode(out[0], skip_special_tokens=True))
