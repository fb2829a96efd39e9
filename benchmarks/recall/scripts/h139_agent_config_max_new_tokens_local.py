# classes: 3 8
"""Agent settings in one dict; the local backend translates the hosted-API names
(max_tokens) into generate's before spreading them."""

from transformers import AutoModelForCausalLM, AutoTokenizer

AGENT_CONFIG = {
    "model": "meta-llama/Llama-3.2-1B-Instruct",
    "sampling": {"temperature": 0.7, "top_p": 0.9, "max_tokens": 12, "do_sample": True},
    "max_iterations": 2,
}
RENAMES = {"max_tokens": "max_new_tokens"}


def to_generate_kwargs(sampling):
    return {RENAMES.get(k, k): v for k, v in sampling.items()}


def main(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    messages = [{"role": "user", "content": "plan a trip to the garden"}]
    for _ in range(cfg["max_iterations"]):
        inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**inputs, **to_generate_kwargs(cfg["sampling"]))
        reply = tok.decode(out[0, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)
        messages += [{"role": "assistant", "content": reply}, {"role": "user", "content": "continue"}]
    print(messages[-2]["content"])


if __name__ == "__main__":
    main(AGENT_CONFIG)
