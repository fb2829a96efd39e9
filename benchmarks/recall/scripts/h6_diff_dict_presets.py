"""Keep generation presets as diff dicts (only what changed) and rebuild them for an OPT pair."""
# classes: 2 5

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PRESETS = {
    "greedy": GenerationConfig(max_new_tokens=6).to_diff_dict(),
    "creative": GenerationConfig(max_new_tokens=6, do_sample=True, temperature=1.2, num_return_sequences=2).to_diff_dict(),
}


def main():
    tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
    draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    enc = tok("the queen was", return_tensors="pt")
    for name, preset in PRESETS.items():
        cfg = GenerationConfig(**preset)
        out = model.generate(**enc, generation_config=cfg, assistant_model=draft)
        print(name, tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
