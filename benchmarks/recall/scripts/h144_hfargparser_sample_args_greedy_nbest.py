# classes: 3 8
"""HfArgumentParser over the training arguments and a dataclass of sampling options for the
samples written after training; n-best defaults to 2 while do_sample defaults to off."""

from dataclasses import dataclass, field

from transformers import (AutoModelForCausalLM, AutoTokenizer, HfArgumentParser, Trainer,
                          TrainingArguments)


@dataclass
class SampleArgs:
    model_name: str = field(default="EleutherAI/pythia-70m")
    sample_prompt: str = field(default="once upon a time")
    num_samples: int = field(default=2)
    do_sample: bool = field(default=False)


parser = HfArgumentParser((SampleArgs, TrainingArguments))
sample_args, train_args = parser.parse_args_into_dataclasses(
    args=["--output_dir", "out", "--max_steps", "1", "--report_to", "none", "--save_strategy", "no",
          "--per_device_train_batch_size", "1"])

tok = AutoTokenizer.from_pretrained(sample_args.model_name)
model = AutoModelForCausalLM.from_pretrained(sample_args.model_name)
ids = tok("the red fox jumps")["input_ids"]
Trainer(model=model, args=train_args, train_dataset=[{"input_ids": ids, "labels": ids}]).train()

enc = tok(sample_args.sample_prompt, return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=sample_args.do_sample,
                     num_return_sequences=sample_args.num_samples, pad_token_id=0)
print(tok.batch_decode(out))
