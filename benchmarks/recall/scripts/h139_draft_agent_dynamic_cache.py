# classes: 8 7
"""An agent's LLM engine with a draft model of the same family (Qwen3) for speed, stopping at
"Observation:" with the tokenizer passed along."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeEngine:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def __call__(self, messages, stop_sequences=None, max_new_tokens=8):
        inputs = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(
            **inputs,
            assistant_model=self.draft,
            max_new_tokens=max_new_tokens,
            stop_strings=stop_sequences,
            tokenizer=self.tok,
        )
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    engine = SpeculativeEngine("Qwen/Qwen3-1.7B", "Qwen/Qwen3-0.6B")
    msgs = [{"role": "user", "content": "tell me a story"}]
    for _ in range(2):
        msgs += [
            {"role": "assistant", "content": engine(msgs, stop_sequences=["Observation:"])},
            {"role": "user", "content": "Observation: ok"},
        ]
    print(msgs)
