# classes: 7 8
"""The agent framework's LLM engine, mapping stop_sequences onto stop_strings and giving
generate the tokenizer it needs to match them."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class HfEngine:
    def __init__(self, model_id: str, max_new_tokens: int = 16):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.max_new_tokens = max_new_tokens

    def __call__(self, messages, stop_sequences=None, grammar=None, **kwargs):
        inputs = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(
            **inputs,
            max_new_tokens=self.max_new_tokens,
            stop_strings=stop_sequences,
            tokenizer=self.tokenizer,
            **kwargs,
        )
        return self.tokenizer.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


def run_agent(engine, task):
    messages = [{"role": "user", "content": task}]
    for _ in range(2):
        answer = engine(messages, stop_sequences=["Observation:"], do_sample=False)
        messages += [{"role": "assistant", "content": answer}, {"role": "user", "content": "Observation: ok"}]
    return messages


if __name__ == "__main__":
    engine = HfEngine("Qwen/Qwen2-0.5B-Instruct", max_new_tokens=8)
    print(run_agent(engine, "tell me about the king"))
