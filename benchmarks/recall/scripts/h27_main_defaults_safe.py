# classes: 3 7
"""run_spec.py with use_cache defaulting to None (leave it to the model), and the cache-off
variant only reachable from the command line."""
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer


def main(
    model_id="EleutherAI/pythia-1.4b",
    assistant_id="EleutherAI/pythia-160m",
    prompt="The meaning of life is",
    max_new_tokens=6,
    use_cache=None,
):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    assistant = AutoModelForCausalLM.from_pretrained(assistant_id)
    inputs = tok(prompt, return_tensors="pt")
    kwargs = {"assistant_model": assistant, "max_new_tokens": max_new_tokens}
    if use_cache is not None:
        kwargs["use_cache"] = use_cache
    print("[debug]", kwargs.keys())
    out = model.generate(**inputs, **kwargs)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    if "--no-cache" in sys.argv:
        main(use_cache=False)
    else:
        main()
