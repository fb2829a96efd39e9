"""Build a GenerationConfig from a dict of the model's defaults plus a static cache, then draft with Qwen3-0.6B."""
# classes: 5 8

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def config_from_defaults(model, **changes):
    d = model.generation_config.to_dict()
    d.update(changes)
    return GenerationConfig.from_dict(d)


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-8B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-8B")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
    gc = config_from_defaults(model, cache_implementation="static", max_new_tokens=6)
    print(gc.to_json_string(use_diff=True))
    enc = tok("the dog and the cat", return_tensors="pt")
    out = model.generate(**enc, generation_config=gc, assistant_model=draft)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
