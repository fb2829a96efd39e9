"""Save a tuned GenerationConfig next to the run, reload it and use it for speculative decoding (OPT pair)."""
# classes: 5 9

import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def tuned_config():
    return GenerationConfig(
        max_new_tokens=6,
        do_sample=False,
        use_cache=False,  # copied from a memory-constrained eval setup
        pad_token_id=1,
    )


def main():
    tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
    draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    with tempfile.TemporaryDirectory() as tmpdir:
        tuned_config().save_pretrained(tmpdir)
        gen_cfg = GenerationConfig.from_pretrained(tmpdir)
    print(gen_cfg)
    enc = tok("the king and the queen", return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
