# classes: 8 3
"""Agent settings kept in one dict shared with the hosted-API backend: the local backend
spreads the same sampling dict into generate, OpenAI names included."""

from transformers import AutoModelForCausalLM, AutoTokenizer

AGENT_CONFIG = {
    "model": "meta-llama/Llama-3.2-1B-Instruct",
    "backend": "local",
    "sampling": {"temperature": 0.7, "top_p": 0.9, "max_tokens": 12, "do_sample": True},
    "max_iterations": 2,
}


def local_completion(model, tok, messages, sampling):
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, **sampling)
    return tok.decode(out[0, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)


def main(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    messages = [{"role": "user", "content": "plan a trip to the garden"}]
    for _ in range(cfg["max_iterations"]):
        reply = local_completion(model, tok, messages, cfg["sampling"])
        messages.append({"role": "assistant", "content": reply})
        messages.append({"role": "user", "content": "continue"})
    print(messages[-2]["content"])


if __name__ == "__main__":
    main(AGENT_CONFIG)
