# classes: 7 1
"""A builder returns a closure that carries default settings; callers override per
call. The speculative closure is only ever used on one prompt at a time."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def make_generate(model, tokenizer, **defaults):
    def run(prompts, **overrides):
        settings = {**defaults, **overrides}
        enc = tokenizer(prompts, return_tensors="pt", padding=True)
        out = model.generate(**enc, pad_token_id=tokenizer.eos_token_id, **settings)
        return tokenizer.batch_decode(out, skip_special_tokens=True)

    return run


tok = AutoTokenizer.from_pretrained("gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

batched = make_generate(model, tok, max_new_tokens=6, num_beams=2)
speculative = make_generate(model, tok, max_new_tokens=6, assistant_model=draft)

print(batched(["hello world", "once upon a time"]))
for p in ["hello world", "once upon a time"]:
    print(speculative([p]))
