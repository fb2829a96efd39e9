# classes: 8 2
"""Near miss: one GenerationConfig per watermark strength, the settings dict given to the
constructor (which converts it)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("Once upon a time", return_tensors="pt")

for bias in (1.0, 2.5):
    config = GenerationConfig(
        do_sample=True,
        max_new_tokens=6,
        pad_token_id=tokenizer.eos_token_id,
        watermarking_config={"bias": bias, "seeding_scheme": "lefthash"},
    )
    out = model.generate(**inputs, generation_config=config)
    print(bias, tokenizer.decode(out[0], skip_special_tokens=True))
