# classes: 7 8
"""A Trainer callback samples a few continuations at every evaluation to eyeball progress,
asking for three of them per prompt but leaving decoding greedy."""

from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainerCallback, TrainingArguments

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(NAME)
rows = [tok(t)["input_ids"] for t in ["hello world", "the red fox", "tell me a story"]]
train = [{"input_ids": r, "labels": r} for r in rows]


class SampleCallback(TrainerCallback):
    def __init__(self, prompts, n=3):
        self.prompts = prompts
        self.n = n

    def on_evaluate(self, args, state, control, model=None, **kwargs):
        model.eval()
        for p in self.prompts:
            enc = tok(p, return_tensors="pt")
            outs = model.generate(**enc, max_new_tokens=5, num_return_sequences=self.n)
            print([tok.decode(o, skip_special_tokens=True) for o in outs])
        model.train()


args = TrainingArguments(
    output_dir="out", max_steps=1, per_device_train_batch_size=1, per_device_eval_batch_size=1,
    eval_strategy="steps", eval_steps=1, save_strategy="no", report_to="none",
)
trainer = Trainer(model=model, args=args, train_dataset=train, eval_dataset=train[:1],
                  callbacks=[SampleCallback(["once upon a time"])])
trainer.train()
