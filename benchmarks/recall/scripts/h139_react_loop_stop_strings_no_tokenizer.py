# classes: 8 7
"""A ReAct agent loop: the model writes Thought/Action lines, generation stops at
"Observation:" so the loop can run the tool and append its result to the transcript.
The stop strings are given to generate without the tokenizer."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
SYSTEM = "You answer by thinking step by step. Use Action: calculator[expr] and wait for the Observation."
TOOLS = {"calculator": lambda expr: str(len(expr))}


def parse_action(text):
    if "Action:" not in text:
        return None, None
    action = text.split("Action:")[-1].strip()
    name, _, arg = action.partition("[")
    return name.strip(), arg.rstrip("]")


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    transcript = f"{SYSTEM}\nQuestion: what is one plus two?\n"
    for _ in range(3):
        enc = tok(transcript, return_tensors="pt")
        out = model.generate(
            **enc,
            max_new_tokens=12,
            do_sample=False,
            stop_strings=["Observation:"],
        )
        text = tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)
        transcript += text
        name, arg = parse_action(text)
        if name not in TOOLS:
            break
        transcript += f"\nObservation: {TOOLS[name](arg)}\n"
    print(transcript)


if __name__ == "__main__":
    main()
