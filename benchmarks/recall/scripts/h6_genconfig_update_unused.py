"""Apply user overrides to a GenerationConfig with .update() and report what it did not know."""
# classes: 5

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

OVERRIDES = {"max_new_tokens": 6, "num_beams": 1, "do_sample": False, "speculate": True}


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

    gen_config = GenerationConfig.from_model_config(model.config)
    unused = gen_config.update(**OVERRIDES)
    if unused:
        print("ignored overrides:", unused)

    enc = tok("one two three", return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config, assistant_model=draft)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
