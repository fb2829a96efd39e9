# classes: 3 7
"""run_spec.py -- entry point with all the knobs as keyword defaults of main()."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def load(model_id, assistant_id):
    print(f"[debug] loading {model_id} + {assistant_id}")
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    assistant = AutoModelForCausalLM.from_pretrained(assistant_id)
    return tok, model, assistant


def main(
    model_id="EleutherAI/pythia-1.4b",
    assistant_id="EleutherAI/pythia-160m",
    prompt="The meaning of life is",
    max_new_tokens=6,
    use_cache=False,
    num_assistant_tokens=4,
):
    tok, model, assistant = load(model_id, assistant_id)
    assistant.generation_config.num_assistant_tokens = num_assistant_tokens
    inputs = tok(prompt, return_tensors="pt")
    print("[debug]", inputs["input_ids"])
    out = model.generate(
        **inputs,
        assistant_model=assistant,
        max_new_tokens=max_new_tokens,
        use_cache=use_cache,
    )
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
