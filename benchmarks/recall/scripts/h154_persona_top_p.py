# classes: 2 8
"""Persona-conditioned synthetic dialogue: each persona has its own sampling settings."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

PERSONAS = {
    "careful": dict(do_sample=True, temperature=0.3, top_p=0.8),
    "chatty": dict(do_sample=True, temperature=0.9, top_p=0.95),
    "wild": dict(do_sample=True, temperature=1.3, top_p=1.5),
}
for persona, settings in PERSONAS.items():
    enc = tok(f"[{persona}] tell me about cats", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=4, **settings)
    print(persona, tok.decode(out[0], skip_special_tokens=True))
